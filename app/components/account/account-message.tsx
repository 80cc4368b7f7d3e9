import { Link } from "@remix-run/react";
import { PageHeading } from "~/components/page-heading";

type WayOn = { to: string; label: string; look: "primary" | "button" | "link" };

export function AccountMessage({ title, paragraphs, next }: { title: string; paragraphs: string[]; next: WayOn }) {
  return (
    <div className="account-page">
      <PageHeading>{title}</PageHeading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to={next.to} className={next.look === "primary" ? "button button--primary" : next.look === "button" ? "button" : undefined}>
          {next.label}
        </Link>
      </p>
    </div>
  );
}
