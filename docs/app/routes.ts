import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("pages/HomePage.tsx"),
  route("components/:name", "pages/ComponentPage.tsx"),
  route("tokens", "pages/TokensPage.tsx"),
  route("themes", "pages/ThemesPage.tsx"),
  route("writing", "pages/WritingPage.tsx"),
  route("add-a-component", "pages/AddComponentPage.tsx"),
] satisfies RouteConfig;
