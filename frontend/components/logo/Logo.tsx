export default function Logo() {
  return (
    <span className="logo" role="img" aria-label="LQScan">
      <img className="logo-mark" src="/logo.svg" alt="" width={28} height={28} />
      <span className="logo-wordmark" aria-hidden="true">
        LQ<span className="logo-wordmark-accent">Scan</span>
      </span>
    </span>
  );
}
