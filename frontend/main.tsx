import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { warnWhenCacheDisconnected } from "./api/cache-health";
import { DataPolicy } from "./app/data-policy";
import { router } from "./app/router";
import { WalletSessionProvider } from "./app/wallet-session";
import { AlertsProvider } from "./components/watchlist/alerts-context";
import { WatchlistProvider } from "./components/watchlist/watchlist-context";
import "./styles/index.css";

const rootElement = document.getElementById("root");
if (rootElement === null) throw new Error("index.html has no #root element");

createRoot(rootElement).render(
  <StrictMode>
    <DataPolicy>
      <WalletSessionProvider>
        <WatchlistProvider>
          <AlertsProvider>
            <RouterProvider router={router} />
          </AlertsProvider>
        </WatchlistProvider>
      </WalletSessionProvider>
    </DataPolicy>
  </StrictMode>,
);

void warnWhenCacheDisconnected();
