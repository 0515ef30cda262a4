/* No imports: the home page ships only this function, never the tips' text. */
/** Index of the tip for a date: one tip per calendar day (local date), cycling through the list. */
export function tipIndexForDate(date: Date, count: number): number {
  if (count <= 0) throw new RangeError("No tips");
  const dayNumber = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  return ((dayNumber % count) + count) % count;
}
