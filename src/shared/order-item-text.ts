/** An order line with the description the server built for it. */
interface DescribedLine {
  quantity: number;
  productName: string;
  description: string;
}

/** "1 x Primary+ Sports Sunglasses (Celeste, Polarized)"; a product without options is its name alone. */
export function lineText(line: DescribedLine): string {
  return `${line.quantity} x ${line.productName}${line.description ? ` (${line.description})` : ""}`;
}

/** "2 x Sports Socks (Medium); 1 x Primary+ Sports Sunglasses (Celeste, Polarized)". */
export const itemsText = (lines: DescribedLine[]): string => lines.map(lineText).join("; ");
