import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { warnWhenCacheDisconnected } from "./api/cache-health";
import { DataPolicy } from "./api/swr-policy";
import { WalletSessionProvider } from "./api/wallet-session";
import { router } from "./app/router";
import "./styles/index.css";

const rootElement = document.getElementById("root");
if (rootElement === null) throw new Error("index.html has no #root element");

createRoot(rootElement).render(
  <StrictMode>
    <DataPolicy>
      <WalletSessionProvider>
        <RouterProvider router={router} />
      </WalletSessionProvider>
    </DataPolicy>
  </StrictMode>,
);

void warnWhenCacheDisconnected();
