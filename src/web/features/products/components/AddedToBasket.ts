import { toast } from "#web/components/ui/use-toast.ts";

/** The confirmation after any add to basket on the product pages. */
export function toastAddedToBasket(description: string): void {
  toast({ title: "Added to basket", description });
}
