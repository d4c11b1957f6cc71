export type Toast = { id: string; message: string };

/** Fired alerts shown in the app, newest first, each until dismissed. */
export default function AlertToasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  if (toasts.length === 0) return null;
  return (
    <section className="alert-toasts" aria-label="Fired alerts">
      {toasts.map((toast) => (
        <div key={toast.id} className="alert-toast" role="status">
          <span>{toast.message}</span>
          <button type="button" className="button button-ghost" aria-label="Dismiss alert" onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
