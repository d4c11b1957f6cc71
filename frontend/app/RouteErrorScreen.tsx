import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import PageSpinner from "../components/spinner/PageSpinner";
import { reloadOnce, shouldReloadForRouteError } from "./route-module";

function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export default function RouteErrorScreen() {
  const error = useRouteError();
  const reloading = shouldReloadForRouteError(error);

  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);

  if (reloading) return <PageSpinner />;
  return (
    <div className="error-screen">
      <div className="error-card" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="error-detail">{describeRouteError(error)}</p>
        <a className="button button-outline" href="/">
          Back to LQScan
        </a>
      </div>
    </div>
  );
}
