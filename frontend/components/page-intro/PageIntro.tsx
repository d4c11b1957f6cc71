import type { ReactNode } from "react";

type Props = {
  title: string;
  /** What the page shows, in a sentence or two. */
  description: string;
  /** The route parameter the page is about, such as a token or pair address. */
  subject?: { label: string; value: string };
  children?: ReactNode;
};

export default function PageIntro({ title, description, subject, children }: Props) {
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      {subject !== undefined && (
        <p className="page-subject">
          <span className="page-subject-label">{subject.label}</span>
          <span className="mono">{subject.value}</span>
        </p>
      )}
      <p className="page-description">{description}</p>
      {children}
    </header>
  );
}
