import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { SPHERE_RANGE_TEXT } from "#shared/dioptres.ts";
import { CATALOGUE_STALE_MS } from "#web/catalogue/catalogue-query.ts";
import { productBasePence, visionBasePence } from "#web/catalogue/prices.ts";
import { useProducts } from "#web/catalogue/products.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";
import { useVisionTypes } from "#web/catalogue/vision-types.ts";
import { LoadError } from "#web/components/LoadError.tsx";
import { PriceText } from "#web/components/PriceText.tsx";
import { ResponsiveImage } from "#web/components/ResponsiveImage.tsx";

interface CardProps {
  to: string;
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
  price: ReactNode;
}

function ProductCard({ to, title, text, image, price }: CardProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
      >
        <ResponsiveImage
          {...image}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="aspect-[4/3] w-full bg-zinc-100 object-cover"
        />
        <span className="flex flex-1 flex-col p-5">
          <span className="text-xl font-bold uppercase">{title}</span>
          <span className="mt-2 flex-1 text-sm text-zinc-600">{text}</span>
          <span className="mt-4 flex items-end justify-between gap-3">
            <span className="font-bold text-ember-700" data-testid="card-price">
              {price}
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-hover:translate-x-1"
            />
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ProductCards({ id }: { id: string }) {
  const products = useProducts({ staleTime: CATALOGUE_STALE_MS });
  const visions = useVisionTypes({ staleTime: CATALOGUE_STALE_MS });
  const { socksOffer } = useShopRules();
  const loading = products.isPending || visions.isPending;
  const from = (pence: number | undefined) => (
    <>
      From <PriceText pence={pence} loading={loading} />
    </>
  );
  const base = (productId: number) => productBasePence(products.data, productId);
  const socks = base(PRODUCT_IDS.socks);

  return (
    <section id={id} aria-labelledby="products-title" className="scroll-mt-32 md:scroll-mt-44">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="products-title" className="font-display text-3xl font-black sm:text-4xl">
          Shop the range
        </h2>
        {products.isError || visions.isError ? (
          <div className="mt-6">
            <LoadError
              message="Prices could not be loaded."
              onRetry={() => {
                if (products.isError) products.refetch();
                if (visions.isError) visions.refetch();
              }}
            />
          </div>
        ) : null}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ProductCard
            to="/"
            title="Primary+"
            text="Full-wrap sports sunglasses with interchangeable German lenses in ten frame colours."
            image={{ src: "/images/blue.jpg", alt: "", width: 800, height: 600 }}
            price={from(base(PRODUCT_IDS.primary))}
          />
          <ProductCard
            to="/prescription-sports-sunglasses"
            title="Prescription"
            text={`Your prescription from ${SPHERE_RANGE_TEXT} in 1.59 extra-thin lenses, every coating included.`}
            image={{ src: "/images/hero-prescription.jpg", alt: "", width: 1200, height: 675 }}
            price={from(visionBasePence(visions.data, "single_vision"))}
          />
          <ProductCard
            to="/africa-r3d"
            title="Africa R3D"
            text="3D-printed frames made to fit your face, glazed with prescription lenses."
            image={{ src: "/images/africa/hizashi.jpg", alt: "", width: 800, height: 600 }}
            price="Custom price"
          />
          <ProductCard
            to="/spare-lenses"
            title="Replacement Lenses"
            text="Swap tints in seconds: six lenses cut to the same full-wrap shape."
            image={{ src: "/images/lenses/blue-mirror.jpg", alt: "", width: 800, height: 600 }}
            price={from(base(PRODUCT_IDS.spare))}
          />
          <ProductCard
            to="/nose-pads"
            title="Spare Nose Pads"
            text="Soft, hypoallergenic pads in two sizes that push-fit without tools."
            image={{ src: "/images/nose-pads.jpg", alt: "", width: 800, height: 600 }}
            price={from(base(PRODUCT_IDS.nosePads))}
          />
          <ProductCard
            to="/sports-socks"
            title="Sports Socks"
            text="Cushioned, blister-resistant technical socks with arch support."
            image={{ src: "/images/socks/sock-1.jpg", alt: "", width: 800, height: 800 }}
            price={
              <>
                <PriceText pence={socks} loading={loading} /> a pair · {socksOffer.pairsPerGroup} for{" "}
                <PriceText pence={socksOffer.groupPricePence} loading={false} />
              </>
            }
          />
        </ul>
      </div>
    </section>
  );
}
