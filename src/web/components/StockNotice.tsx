/** "Out of stock" or "Only N left" by a product's price, announced as it changes. */
export function StockNotice({ text }: { text: string }) {
  return (
    <p role="status" data-testid="stock-notice" className="mt-1 text-sm font-semibold text-ember-700">
      {text}
    </p>
  );
}
