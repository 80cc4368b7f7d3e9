import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ColumnListPage } from "~/components/column/column-list";
import { getColumnCategories, listColumns } from "~/models/column/queries.server";
import { parseId } from "~/models/listing/ids";
import { pageNotFound } from "~/utils/http.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNumberFrom } from "~/utils/page-number";
import type { RouteHandle } from "~/utils/route-handle";
import { columnStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(columnStyles);
export const handle: RouteHandle = {
  i18n: ["column"],
  breadcrumb: ({ t, data }) => [
    { label: t("column:title"), to: "/column/" },
    ...(data ? [{ label: data.category.name, to: `/column/category/${data.category.id}/` }] : []),
  ],
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const category = (await getColumnCategories()).find((c) => c.id === id);
  if (!category) throw pageNotFound();
  const page = pageNumberFrom(new URL(request.url).searchParams);
  const { items, pageCount } = await listColumns({ categoryId: category.id }, page);
  if (page > pageCount) throw pageNotFound();
  return { category, items, page, pageCount, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, {
    title: t("column:categoryTitle", { name: data.category.name }),
    description: data.category.description,
    noindex: data.items.length === 0,
  });
};

export default function ColumnCategoryRoute() {
  const { category, items, page, pageCount, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ColumnListPage
      heading={t("column:categoryTitle", { name: category.name })}
      lead={category.description ?? ""}
      columns={items}
      page={page}
      pageCount={pageCount}
      now={now}
    />
  );
}
