/**
 * Test support: an utterance at the Web Speech API boundary (what SpeechSynthesisUtterance gives the speech
 * engine), for the unit tests that fake speech (speech-reader.test.ts, Listen.enhance.test.tsx).
 */
export class FakeUtterance extends EventTarget {
  voice: SpeechSynthesisVoice | null = null;
  lang = "";
  rate = 1;
  text: string;
  constructor(text: string) {
    super();
    this.text = text;
  }
}
