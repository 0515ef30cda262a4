/** Whether this browser can speak at all (Web Speech API synthesis): Listen shows only where it can. */
export function canSpeak(
  win: (Window & typeof globalThis) | undefined = typeof window === "undefined" ? undefined : window,
): boolean {
  return win !== undefined && "speechSynthesis" in win && "SpeechSynthesisUtterance" in win;
}
