import type { ComponentExample } from "../../examples.ts";
import { Prose } from "./Prose.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Article text",
    description: "Paragraphs, a subheading and lists, as Markdown renders them.",
    render: () => (
      <Prose>
        <p>Medicare has four parts. Each part covers different things.</p>
        <h2>What to do first</h2>
        <ol>
          <li>Check when your first enrollment period starts.</li>
          <li>
            Decide how you want to get your coverage:
            <ul>
              <li>Original Medicare</li>
              <li>A Medicare Advantage Plan</li>
            </ul>
          </li>
        </ol>
        <blockquote>
          <p>Sign up on time to avoid a late enrollment penalty.</p>
        </blockquote>
      </Prose>
    ),
  },
  {
    name: "Table",
    description: "A simple table with a caption and header cells.",
    render: () => (
      <Prose>
        <table>
          <caption>Parts of Medicare</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">What it covers</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Part A</th>
              <td>Hospital stays</td>
            </tr>
            <tr>
              <th scope="row">Part B</th>
              <td>Doctor visits and outpatient care</td>
            </tr>
          </tbody>
        </table>
      </Prose>
    ),
  },
];
