export function meta() {
  return [
    { title: "Writing guide | Medicare Guide design system" },
    { name: "description", content: "Plain language, bilingual conventions and figure formatting." },
  ];
}

export default function WritingPage() {
  return (
    <>
      <h1>Writing guide</h1>
      <h2>Plain language</h2>
      <ul>
        <li>
          Short sentences (about 15 to 20 words), one idea per paragraph, common words. Aim for US grade 8 or lower.
        </li>
        <li>Headings say what follows ("When to sign up for Part B"), never "Overview" alone.</li>
        <li>Speak to the reader as "you"; say what to do and by when.</li>
        <li>Link text names the destination ("Medicare costs in 2026"), never "click here".</li>
        <li>Errors say what happened and how to fix it, beside the field and in the summary.</li>
      </ul>
      <h2>Two languages</h2>
      <ul>
        <li>Spanish is a full version, written for the reader, not translated word for word. Use "usted".</li>
        <li>
          Use the terms CMS uses in Spanish: Parte A, Parte B, Medicare Advantage (Parte C), Medigap (Seguro
          complementario de Medicare), Ayuda Adicional, Período de Inscripción Inicial, multa por inscripción tardía,
          prima, deducible, coseguro, copago. One term per concept: content/terminology/es.ts lists each approved term,
          its source and the variants a test rejects.
        </li>
        <li>
          Every UI string lives in locales/en and locales/es with the same keys; prose lives in content/ in both
          languages. A test fails on a missing translation.
        </li>
        <li>Mark words in the other language with lang (the language switch says "Español" with lang="es").</li>
      </ul>
      <h2>Figures</h2>
      <ul>
        <li>
          Never type a dollar amount: reference content/figures with {"{{fig:partB.premium}}"} or{" "}
          {"{{fig:partB.premium@2025}}"}; a test fails on literal amounts.
        </li>
        <li>Say the plan year next to every figure ("in 2026"), and link its official source.</li>
        <li>
          Amounts are formatted with Intl for en-US and es-US: both show $202.90 (US Spanish keeps the dollar sign first
          and the decimal point).
        </li>
        <li>Figures marked U (unverified) are never published; illustrative estimates are labelled as such.</li>
      </ul>
    </>
  );
}
