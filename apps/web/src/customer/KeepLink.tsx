// A link the customer should keep (a visit's manage page, a waitlist entry's own page): a button to
// it, and a line saying why it is worth keeping.

export function KeepLink(props: { url: string; testId: string; label: string; why: string }) {
  return (
    <>
      <div className="actions">
        <a className="button" href={props.url} data-testid={props.testId}>
          {props.label}
        </a>
      </div>
      <p className="muted">{props.why}</p>
    </>
  );
}
