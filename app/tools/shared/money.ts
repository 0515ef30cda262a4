/**
 * Dollar arithmetic in whole cents, so sums of amounts like 202.90 + 14.50 never show float noise.
 * Pure: no DOM.
 */

/** Adds dollar amounts exactly (to the cent). */
export function sumDollars(...amounts: number[]): number {
  return amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
}

/** A dollar amount times a whole count (12 months ...), exact to the cent. */
export function timesDollars(amount: number, count: number): number {
  return (Math.round(amount * 100) * count) / 100;
}
