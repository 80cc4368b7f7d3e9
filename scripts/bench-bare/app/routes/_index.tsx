import { useLoaderData } from "@remix-run/react";

export const meta = () => [{ title: "案件一覧" }];

export function loader() {
  return {
    items: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `【Java】案件 ${i + 1}`, price: 60 + (i % 5) * 10, place: "東京都" })),
  };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>案件一覧</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/project/detail/${item.id}/`}>{item.title}</a> {item.price}万円 {item.place}
          </li>
        ))}
      </ul>
    </main>
  );
}
