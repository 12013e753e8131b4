/** Menu prices are shown with a dollar sign and two decimals (spec): 4.5 → '$4.50'. */
export function formatPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}
