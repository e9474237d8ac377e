import { useLoaderData } from "react-router";

export function loader() {
  return {
    title: "Stock page",
    items: [
      { id: 1, name: "First" },
      { id: 2, name: "Second" },
      { id: 3, name: "Third" },
    ],
  };
}

export function meta() {
  return [{ title: "Stock page" }];
}

export default function Home() {
  const { title, items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </main>
  );
}
