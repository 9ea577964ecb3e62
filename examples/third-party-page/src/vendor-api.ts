/**
 * A call of the vendor's own API, on another origin than the page (serve.mjs writes its address
 * into the page). Run as a micro-app, the fetch goes from the shell's origin: the shell allows it
 * when the tenant's registration of the app names that origin, and the API answers it with CORS.
 */
export function addVendorApiCall(): void {
  const address = document.querySelector<HTMLMetaElement>('meta[name="rcadmin-vendor-api"]')?.content ?? '';
  const main = document.querySelector('main');
  if (!main || !/^https?:\/\//.test(address)) return;
  const section = document.createElement('section');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Call the vendor API';
  const outcome = document.createElement('output');
  outcome.dataset.testid = 'api-result';
  outcome.setAttribute('aria-live', 'polite');
  button.addEventListener('click', () => {
    outcome.textContent = 'Calling…';
    fetch(address)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ message: string; host: string }>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(
        (answer) => (outcome.textContent = `ok: ${answer.message} from ${answer.host}`),
        (error: unknown) =>
          (outcome.textContent = `error: ${error instanceof Error ? error.message : String(error)}`),
      );
  });
  section.append(button, ' ', outcome);
  main.append(section);
}
