import { useState } from "react";
import { africaR3dChoice } from "#shared/africa-r3d.ts";
import { AFRICA_CLEAR_LENS_TYPE_ID, AFRICA_MAX_QUANTITY, PRODUCT_IDS } from "#shared/catalogue.ts";
import { poundsToPence } from "#shared/money.ts";
import { africaR3dUnitPence, lineTotalPence } from "#shared/pricing/index.ts";
import { quantityLimit } from "#shared/stock.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { toBasketProduct } from "#web/basket/basket-product.ts";
import { useAfricaColors } from "#web/catalogue/africa-colors.ts";
import { useAfricaFrames } from "#web/catalogue/africa-frames.ts";
import { useAfricaLensTypes } from "#web/catalogue/africa-lens-types.ts";
import { useAfricaVisionTypes } from "#web/catalogue/africa-vision-types.ts";
import { useProduct } from "#web/catalogue/product.ts";
import { useStock } from "#web/catalogue/stock.ts";
import { toast } from "#web/components/ui/use-toast.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";

interface AfricaChoice {
  frameId: number | null;
  colorId: number | null;
  visionTypeId: number | null;
  lensTypeId: number | null;
  quantity: number;
}

const INITIAL: AfricaChoice = {
  frameId: null,
  colorId: null,
  visionTypeId: null,
  lensTypeId: AFRICA_CLEAR_LENS_TYPE_ID,
  quantity: 1,
};

const destructive = (title: string, description: string) =>
  toast({ title, description, variant: "destructive" });

/** The Africa R3D choices, their price, and adding the frame to the basket. */
export function useAfricaCustomiser() {
  const frames = useAfricaFrames();
  const colors = useAfricaColors();
  const visionTypes = useAfricaVisionTypes();
  const lensTypes = useAfricaLensTypes();
  const product = useProduct(PRODUCT_IDS.africaR3d);
  const { addAndShow } = useBasket();
  const [choice, setChoice] = useState<AfricaChoice>(INITIAL);
  const stock = useStock();
  const stockOf = (africaColorId: number) => stock({ productId: PRODUCT_IDS.africaR3d, africaColorId });

  const frame = frames.data?.find((f) => f.id === choice.frameId);
  // A colour chosen before it sold out (the levels refresh) is no longer a choice.
  const color = colors.data?.find((c) => c.id === choice.colorId && stockOf(c.id).kind !== "out");
  const colorStock = color ? stockOf(color.id) : null;
  const maxQuantity = colorStock
    ? Math.max(quantityLimit(colorStock, AFRICA_MAX_QUANTITY), 1)
    : AFRICA_MAX_QUANTITY;
  const quantity = Math.min(choice.quantity, maxQuantity);
  const vision = visionTypes.data?.find((v) => v.id === choice.visionTypeId);
  const lens = lensTypes.data?.find((l) => l.id === choice.lensTypeId);
  const unitPence = vision
    ? africaR3dUnitPence(poundsToPence(vision.basePrice), lens ? poundsToPence(lens.additionalPrice) : 0)
    : null;
  const totalPence =
    unitPence === null ? null : lineTotalPence({ unitPence, quantity, productType: "africa_r3d" });

  const set = (patch: Partial<AfricaChoice>) => setChoice((c) => ({ ...c, ...patch }));
  // A new vision type puts the lens back to Clear.
  const setVisionType = (visionTypeId: number) =>
    setChoice((c) => ({ ...c, visionTypeId, lensTypeId: AFRICA_CLEAR_LENS_TYPE_ID }));

  const addToBasket = () => {
    if (!frame) {
      destructive("Please select a frame", "You need to select a frame before adding to basket");
      return;
    }
    if (!color || !vision || !lens || unitPence === null) {
      destructive("Please complete your selection", "Please select all options before adding to basket");
      return;
    }
    if (!product.data) {
      destructive("Error", "Product information could not be loaded. Please try again later.");
      return;
    }
    addAndShow({
      product: toBasketProduct(product.data),
      quantity,
      africaR3DDetails: africaR3dChoice({ frame, color, vision, lens }, "upload-later"),
      unitPricePence: unitPence,
    });
    sessionStore.set(
      SESSION_KEYS.africaR3dSelection,
      JSON.stringify({
        frameName: frame.name,
        colorName: color.name,
        visionTypeName: vision.name,
        lensTypeName: lens.name,
        quantity,
      }),
    );
  };

  const queries = [frames, colors, visionTypes, lensTypes];
  return {
    frames,
    colors,
    visionTypes,
    lensTypes,
    hasError: queries.some((q) => q.isError),
    retry: () => {
      for (const q of [...queries, product]) if (q.isError) void q.refetch();
    },
    choice,
    stockOf,
    colorStock,
    maxQuantity,
    quantity,
    set,
    setVisionType,
    unitPence,
    totalPence,
    addToBasket,
  };
}

export type AfricaCustomiser = ReturnType<typeof useAfricaCustomiser>;
