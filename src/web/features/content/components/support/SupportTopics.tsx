import { ArrowRight, Glasses, Package, RotateCcw, ScanEye, Wallet, Wrench } from "lucide-react";
import { Link } from "react-router";
import { useShopRules } from "#web/catalogue/shop-settings.ts";

/** The returns window comes from the shop settings, as on the product pages. */
const topics = (returnsDays: number) => [
  { icon: Package, title: "Orders and delivery", text: "Dispatch times, delivery charges and tracking." },
  { icon: RotateCcw, title: "Returns", text: `${returnsDays}-day returns on non-prescription items.` },
  { icon: ScanEye, title: "Prescriptions", text: "Supported ranges, Optical Rim and how to send yours." },
  { icon: Glasses, title: "Lenses and fit", text: "Choosing a tint, swapping lenses and adjusting the fit." },
  { icon: Wallet, title: "Pricing and payment", text: "What is included, discount codes and payment plans." },
  { icon: Wrench, title: "Care and repairs", text: "Cleaning, storage, spare nose pads and lenses." },
];

export function SupportTopics() {
  const returnsDays = useShopRules().policies.returnsDays;
  return (
    <section aria-labelledby="topics-title">
      <h2 id="topics-title" className="font-display text-3xl font-black">
        Common topics
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics(returnsDays).map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Link
              to="/faq"
              className="group flex h-full gap-4 rounded-xl border border-zinc-200 p-5 transition-colors hover:border-zinc-900"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-ember-700" />
              <span>
                <span className="flex items-center gap-1 font-bold">
                  {title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-1 block text-sm text-zinc-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
