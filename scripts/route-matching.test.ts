// The route-matching patches (decision 018) answer as React Router did: the same route for a URL,
// in the same rank order, whatever first segment the URL has, with the kept routes reused.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const routes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "project", path: "project/" },
      { id: "project.detail", path: "project/detail/:id/" },
      { id: "project.$prefecture", path: "project/:prefecture/" },
      { id: "lp.5.$variant", path: "lp/5/:variant/" },
      { id: "lp.$page", path: "lp/:page/" },
      { id: "$slug.guide", path: ":slug/guide/" },
      { id: "column.($category)", path: "column/:category?/" },
      { id: "splat", path: "*" },
    ],
  },
];

const leaf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe("route matching", () => {
  it("finds the route a URL names, static before dynamic", () => {
    expect(leaf("/")).toBe("index");
    expect(leaf("/project/")).toBe("project");
    expect(leaf("/project/detail/12/")).toBe("project.detail");
    expect(leaf("/project/tokyo/")).toBe("project.$prefecture");
    expect(leaf("/lp/5/all-2/")).toBe("lp.5.$variant");
    expect(leaf("/lp/1/")).toBe("lp.$page");
    expect(leaf("/column/")).toBe("column.($category)");
    expect(leaf("/column/career/")).toBe("column.($category)");
  });

  it("reaches routes whose first segment is a parameter, and the splat for the rest", () => {
    expect(leaf("/java/guide/")).toBe("$slug.guide");
    expect(leaf("/project/guide/")).toBe("project.$prefecture");
    expect(leaf("/no-such-page/")).toBe("splat");
    expect(leaf("/project/detail/12/extra/")).toBe("splat");
  });

  it("ignores case as before, and gives the same answer each time", () => {
    expect(leaf("/PROJECT/Detail/12/")).toBe("project.detail");
    expect(matchRoutes(routes, "/project/detail/12/")?.at(-1)?.params).toEqual({ id: "12" });
    expect(matchRoutes(routes, "/project/detail/13/")?.at(-1)?.params).toEqual({ id: "13" });
  });

  it("matches routes given afresh", () => {
    const copy = structuredClone(routes);
    expect(matchRoutes(copy, "/project/detail/1/")?.at(-1)?.route).toBe(copy[0].children?.[2]);
  });
});
