import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";

// The header's search slot on chart routes. Searching itself arrives with the search API;
// until then Enter takes the user to the chart page, where token search lives.
export default function TokenSearchBox() {
  const navigate = useNavigate();
  const openChartPage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate("/chart");
  };
  return (
    <form className="token-search" role="search" onSubmit={openChartPage}>
      <input className="token-search-input" type="search" placeholder="Search tokens..." aria-label="Search tokens" />
    </form>
  );
}
