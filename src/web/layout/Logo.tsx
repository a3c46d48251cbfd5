import { useState } from "react";
import { Link } from "react-router";
import { COMPANY } from "#shared/catalogue.ts";

const LOGO_SRC = "/images/logo.svg";

export function Logo() {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link to="/" aria-label={`${COMPANY.name} home`} className="inline-flex items-center rounded-sm py-1">
      {imageFailed ? (
        <span className="flex flex-col leading-none">
          <span className="font-display text-2xl font-black tracking-tight uppercase italic">
            Ndr<span className="text-ember-500">.</span>
          </span>
          <span className="text-[0.625rem] font-semibold tracking-[0.2em] text-zinc-300 uppercase">
            Sports Eyewear
          </span>
        </span>
      ) : (
        // The artwork is drawn for light backgrounds; inverting and turning the hue back keeps the lens
        // mark's colours while lightening the letters for the dark header.
        <img
          src={LOGO_SRC}
          alt=""
          className="h-9 w-auto hue-rotate-180 invert"
          onError={() => setImageFailed(true)}
        />
      )}
    </Link>
  );
}
