import { Link } from "react-router";
import { componentNames } from "../component-list.ts";
import type { Route } from "./+types/HomePage";

export function meta() {
  return [
    { title: "Medicare Guide design system" },
    {
      name: "description",
      content: "Accessible React components, tokens and themes for a bilingual site for seniors.",
    },
  ];
}

export async function loader() {
  return { names: componentNames() };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Medicare Guide design system</h1>
      <p>
        Accessible components built on React Aria for people on Medicare, most of them seniors: 20 px text by default,
        44 px targets, a thick focus ring, three themes (standard, larger text, high contrast at 7:1) and every string
        in English and Spanish.
      </p>
      <h2>Components</h2>
      <ul className="docs-grid">
        {loaderData.names.map((name) => (
          <li key={name}>
            <Link to={`/components/${name}`}>{name}</Link>
          </li>
        ))}
      </ul>
      <h2>Foundations</h2>
      <ul>
        <li>
          <Link to="/tokens">Tokens and measured contrast</Link>
        </li>
        <li>
          <Link to="/themes">Themes, with a live switcher</Link>
        </li>
        <li>
          <Link to="/writing">Writing guide: plain language, two languages, figures</Link>
        </li>
        <li>
          <Link to="/add-a-component">How to add a component</Link>
        </li>
      </ul>
    </>
  );
}
