import { useLayoutEffect } from "react";
import { Outlet, useLocation, useMatches, useNavigation } from "react-router-dom";
import Footer from "../components/footer/Footer";
import Header from "../components/header/Header";
import Spinner from "../components/spinner/Spinner";
import { useAreaRefresh } from "./area-refresh";
import { useBodyScrollLock } from "./body-scroll-lock";
import { useNarrowViewport } from "./narrow-viewport";
import { chromeOfMatches } from "./route-chrome";

export default function AppLayout() {
  const chrome = chromeOfMatches(useMatches());
  const navigation = useNavigation();
  const location = useLocation();
  // On a phone a full-viewport route is one column the page itself scrolls: a scroller inside a locked page
  // traps the thumb and the wheel.
  const narrow = useNarrowViewport();
  const fillsViewport = chrome.fillsViewport && !narrow;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (a new location.key), which the body itself does not read
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
  useBodyScrollLock(fillsViewport);
  useAreaRefresh();

  return (
    <div className={fillsViewport ? "app-shell app-shell-viewport" : "app-shell"}>
      {chrome.header && <Header />}
      <main className="app-main">{navigation.state === "loading" ? <Spinner label="Loading page" /> : <Outlet />}</main>
      {chrome.footer && <Footer />}
    </div>
  );
}
