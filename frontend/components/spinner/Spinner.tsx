export default function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `spinner ${className}` : "spinner"} role="status" aria-label={label}>
      <span className="spinner-ring" aria-hidden="true" />
    </div>
  );
}
