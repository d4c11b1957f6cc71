/** Placeholder cards while a tool reads the chain: one per section to come, named by the section. */
export default function ToolSkeleton({ sections, what }: { sections: readonly string[]; what: string }) {
  return (
    <div className="tool-sections" aria-busy="true">
      <p className="visually-hidden" role="status">
        {what}
      </p>
      {sections.map((section) => (
        <div key={section} className="tool-card tool-card-skeleton">
          <span className="skeleton-bar" />
          <span className="skeleton-bar" />
          <span className="skeleton-bar" />
        </div>
      ))}
    </div>
  );
}
