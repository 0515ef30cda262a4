export function meta() {
  return [
    { title: "Add a component | Medicare Guide design system" },
    { name: "description", content: "How to add a component to the design system." },
  ];
}

export default function AddComponentPage() {
  return (
    <>
      <h1>Add a component</h1>
      <ol>
        <li>
          Create design-system/src/components/Name/ with Name.tsx, Name.css, Name.test.tsx, Name.examples.tsx and
          index.ts (copy Button/).
        </li>
        <li>
          List Name.css in one CSS layer: styles.css for what a reading page shows (no import in Name.tsx), or forms.css
          or overlays.css, which Name.tsx then imports. A page loads its CSS in at most 4 files.
        </li>
        <li>
          Build on a React Aria component when one exists; read the React Aria pitfalls in
          shared/design/accessibility-research.md first.
        </li>
        <li>
          Put a JSDoc line on every prop: the props table on this site is generated from them, and a test fails on a
          prop without one.
        </li>
        <li>
          Put its strings in locales/en/ds/Name.json and locales/es/ds/Name.json, read them with useDsStrings("Name"),
          and accept a prop to override each.
        </li>
        <li>
          Use tokens only (var(--mg-…)), rem sizes, targets of at least var(--mg-target), and the shared focus ring.
        </li>
        <li>
          Test keyboard behaviour, ARIA state and focus return with Testing Library and user-event; end the test file
          with describeExamplesAxe.
        </li>
        <li>
          Export it from design-system/src/index.ts. Start the component's JSDoc with notes for the people who will
          change it, and end it with an @summary tag: the one or two sentences its page opens with. Write its usage
          guidance in Name/Name.docs.ts (when to use, when not to, keys, what a screen reader says and the Orca steps
          that show it, content in English and Spanish, known issues): notes on how it was built and issue numbers stay
          in code comments.
        </li>
        <li>
          Run npm test: the unit axe tests, the browser gallery (3 themes x 2 widths x 2 languages) and this site's scan
          pick it up.
        </li>
      </ol>
    </>
  );
}
