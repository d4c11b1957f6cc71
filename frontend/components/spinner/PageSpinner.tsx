import Spinner from "./Spinner";

/** A spinner filling the screen, for when not even the app shell can render yet. */
export default function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner label="Loading page" />
    </div>
  );
}
