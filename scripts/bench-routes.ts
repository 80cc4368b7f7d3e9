// npm run bench:routes — what matching a URL to the routes costs as the routes grow, with the patches
// of decision 018, for route trees the shape of this site's.
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { performance } from "node:perf_hooks";

/** A root route with `count` pages in sections of five, like app/routes. */
function routeTree(count: number): RouteObject[] {
  const children: RouteObject[] = [{ id: "routes/_index", index: true }];
  for (let i = 0; children.length < count; i++) {
    const section = `section${i}`;
    children.push(
      { id: `${section}._index`, path: `${section}/` },
      { id: `${section}.detail`, path: `${section}/detail/:id/` },
      { id: `${section}.$page`, path: `${section}/:page/` },
      { id: `${section}.edit`, path: `${section}/detail/:id/edit/` },
      { id: `${section}.list`, path: `${section}/list/:kind?/` },
    );
  }
  children.push({ id: "routes/$", path: "*" });
  return [{ id: "root", path: "", children }];
}

const URLS = (sections: number) => [
  "/",
  `/section${sections - 1}/detail/123/`,
  "/section3/",
  "/section1/list/",
  "/no-such-page/",
  `/section${Math.floor(sections / 2)}/faq/`,
];

console.log("routes   µs a match (the same routes array, as the server keeps it)");
for (const count of [55, 110, 220, 440]) {
  const routes = routeTree(count);
  const urls = URLS(Math.floor(count / 5));
  for (let i = 0; i < 2_000; i++) matchRoutes(routes, urls[i % urls.length]); // warm up
  const rounds = 50_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    if (!matchRoutes(routes, urls[i % urls.length])) throw new Error(`no match for ${urls[i % urls.length]}`);
  }
  console.log(`${String(count).padStart(6)}   ${(((performance.now() - t0) * 1000) / rounds).toFixed(2)}`);
}
