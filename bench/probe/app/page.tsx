const paragraph =
  'Every figure of the bench is read beside this page. It has the same framework, the same runtime and the same ' +
  'font as the site, and nothing else: no styles to match, no components to hydrate, no data to pass. What the ' +
  'site spends above it is what the site itself costs.';

export default function ProbePage() {
  return (
    <main>
      <h1>The probe page</h1>
      {Array.from({ length: 50 }, (_, index) => (
        <p key={index}>
          {index + 1}. {paragraph}
        </p>
      ))}
    </main>
  );
}
