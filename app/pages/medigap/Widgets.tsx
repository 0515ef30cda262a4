import type { WidgetId, Widgets } from "@medicare-guide/content/medigap/index";
import { ContentTable } from "./ContentTable.tsx";
import { GvnComparison } from "./GvnComparison.tsx";

/** A computed block of a Medigap page (built at build time from content/figures by content/medigap). */
export function Widget({ id, widgets }: { id: WidgetId; widgets: Widgets }) {
  switch (id) {
    case "gvn-comparison": {
      const data = widgets["gvn-comparison"];
      return data ? <GvnComparison data={data} /> : null;
    }
    case "annual-example": {
      const data = widgets["annual-example"];
      if (!data) return null;
      return (
        <div className="mg-medigap__example">
          <p>{data.intro}</p>
          <ContentTable table={data.table} />
          <p>{data.note}</p>
        </div>
      );
    }
    case "excess-example": {
      const data = widgets["excess-example"];
      if (!data) return null;
      return (
        <div className="mg-medigap__box">
          {data.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      );
    }
    case "hdg-premiums": {
      const data = widgets["hdg-premiums"];
      if (!data) return null;
      return (
        <>
          <ContentTable table={data.table} />
          <p>{data.note}</p>
        </>
      );
    }
    case "hdg-scenarios": {
      const data = widgets["hdg-scenarios"];
      if (!data) return null;
      return (
        <>
          <p>{data.intro}</p>
          {data.tables.map((table) => (
            <ContentTable key={table.caption} table={table} />
          ))}
          <p>{data.note}</p>
        </>
      );
    }
  }
}
