import { ArrowRight, ShoppingBag } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { lensTintSlug } from "#shared/image-paths.ts";
import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { lineTotalPence } from "#shared/pricing/line.ts";
import type { Color, LensType, Product } from "#shared/schemas/catalogue.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { useColors } from "#web/catalogue/colors.ts";
import { usePrimaryLensTypes } from "#web/catalogue/primary-lens-types.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { ConfiguratorPreview } from "#web/components/ConfiguratorPreview.tsx";
import { DeferredPurchaseInfo } from "#web/components/DeferredPurchaseInfo.tsx";
import { StickyBuyBar } from "#web/components/StickyBuyBar.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useMedia } from "#web/media/use-media.ts";
import { ColourPicker } from "./ColourPicker.tsx";
import { CUSTOMISER_ID } from "./HomeHero.tsx";
import { LensPicker } from "./LensPicker.tsx";

const OPTIONS_ERROR = "Error loading product options. Please refresh the page.";
const NO_OPTIONS = "No product options available. Please try again later.";

function Frame({ children }: { children: ReactNode }) {
  return (
    <section id={CUSTOMISER_ID} aria-labelledby="customizer-title" className="scroll-mt-32 bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="customizer-title" className="font-display text-3xl font-black">
          Customise your pair
        </h2>
        {children}
      </div>
    </section>
  );
}

export function Customiser({ product }: { product: Product }) {
  // The home page's lists: retried 3 times, fresh for 30 s; the lens types are not refetched on focus.
  const colors = useColors({ staleTime: 30_000, retry: 3 });
  const lenses = usePrimaryLensTypes({ staleTime: 30_000, retry: 3, refetchOnWindowFocus: false });
  const failed = colors.isError || lenses.isError;
  const toasted = useRef(false);

  useEffect(() => {
    if (!failed || toasted.current) return;
    toasted.current = true;
    toast({
      title: "Error loading product options",
      description: "Please refresh the page and try again.",
      variant: "destructive",
    });
  }, [failed]);

  if (failed) {
    return (
      <Frame>
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
        >
          {OPTIONS_ERROR}
        </p>
      </Frame>
    );
  }
  if (colors.isPending || lenses.isPending) {
    return (
      <Frame>
        <div className="flex min-h-60 items-center justify-center text-zinc-500">
          <Spinner label="Loading product options" className="[&_svg]:size-8" />
        </div>
      </Frame>
    );
  }
  if (colors.data.length === 0 || lenses.data.length === 0) {
    return (
      <Frame>
        <p className="mt-6 rounded-lg border border-zinc-200 bg-white p-4 text-zinc-700">{NO_OPTIONS}</p>
      </Frame>
    );
  }
  return (
    <Frame>
      <CustomiserForm product={product} colors={colors.data} lenses={lenses.data} />
    </Frame>
  );
}

interface FormProps {
  product: Product;
  colors: readonly Color[];
  lenses: readonly LensType[];
}

function CustomiserForm({ product, colors, lenses }: FormProps) {
  const { addItem, addAndShow } = useBasket();
  const navigate = useNavigate();
  const [colorId, setColorId] = useState<number | null>(null);
  const [lensId, setLensId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const stock = useStock();
  const stockOf = (id: number) => stock({ productId: product.id, colorId: id });
  const media = useMedia();

  // A colour chosen before it sold out (the levels refresh) is no longer a choice.
  const color = colors.find((c) => c.id === colorId && stockOf(c.id).kind !== "out");
  const lens = lenses.find((l) => l.id === lensId);
  const unitPence = poundsToPence(product.basePrice) + (lens ? poundsToPence(lens.additionalPrice) : 0);
  const total = lineTotalPence({ unitPence, quantity: 1, productType: product.productType });
  const preview = color ?? colors[0];
  // Before a lens is chosen the preview shows the grey lens of the product photos.
  const previewLens = lens ? lensTintSlug(lens.name) : "grey";
  const previewUpload = preview && firstImageOf(media, mediaTargets.frameColour(preview.id));
  const previewAlt = preview
    ? `${product.name} in ${preview.name} with ${lens ? lens.name : "grey"} lenses`
    : "";

  function add(put: typeof addItem): boolean {
    if (!color || !lens) return false;
    put({
      product: {
        id: product.id,
        name: product.name,
        basePrice: product.basePrice,
        price: product.price,
        productType: product.productType,
      },
      quantity: 1,
      color: { id: color.id, name: color.name },
      lensType: { id: lens.id, name: lens.name, additionalPrice: lens.additionalPrice },
      unitPricePence: unitPence,
    });
    setAnnouncement(`Added ${product.name}, ${color.name}, ${lens.name} to your basket.`);
    return true;
  }

  function addToBasket() {
    if (add(addAndShow)) return;
    toast({
      title: "Please select options",
      description: "You must select both a colour and lens type",
      variant: "destructive",
    });
  }

  function goToCheckout() {
    add(addItem);
    navigate("/checkout");
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div className="order-last lg:sticky lg:top-32 lg:order-first lg:self-start">
        {preview ? (
          <ConfiguratorPreview
            set="primary"
            colorName={preview.name}
            lens={previewLens}
            alt={previewAlt}
            upload={previewUpload}
            className="w-full rounded-xl border border-zinc-200 bg-white"
          />
        ) : null}
        <div className="mt-4 rounded-xl border border-zinc-200 bg-white p-5">
          <p className="text-sm text-zinc-600">
            {color ? color.name : "No colour chosen"} · {lens ? lens.name : "No lens chosen"}
          </p>
          <p className="mt-1 flex items-baseline justify-between gap-3">
            <span className="font-bold uppercase">Total</span>
            <output
              aria-live="polite"
              data-testid="customizer-total"
              className="text-3xl font-black tabular-nums"
            >
              {formatPence(total)}
            </output>
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Button size="lg" onClick={addToBasket}>
              <ShoppingBag aria-hidden="true" />
              Add to Basket
            </Button>
            <Button size="lg" variant="dark" onClick={goToCheckout}>
              Go to Checkout
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
        <DeferredPurchaseInfo productType="primary" className="mt-4" />
      </div>
      <div className="grid gap-8">
        <ColourPicker colors={colors} value={colorId} onChange={setColorId} stockOf={stockOf} media={media} />
        <LensPicker lenses={lenses} value={lensId} onChange={setLensId} media={media} />
      </div>
      <StickyBuyBar
        media={
          preview ? (
            <ConfiguratorPreview
              set="primary"
              colorName={preview.name}
              lens={previewLens}
              alt={previewAlt}
              upload={previewUpload}
              sizes="96px"
              testId="sticky-preview"
              className="size-full"
            />
          ) : undefined
        }
        summary={`${color ? color.name : "No colour chosen"} · ${lens ? lens.name : "No lens chosen"}`}
        total={formatPence(total)}
        actionLabel="Add to Basket"
        actionIcon={<ShoppingBag aria-hidden="true" />}
        onAction={addToBasket}
      />
    </div>
  );
}
