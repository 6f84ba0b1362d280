import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/button';
import { es } from '../i18n/es';

/** The router's default error view (spec §8): "Unexpected Application Error!". */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  if (!notFound) console.error(error);
  return (
    <div className="grid min-h-[60vh] place-items-center px-6 py-16">
      <div className="max-w-lg text-center">
        <span className="mx-auto mb-5 grid size-16 place-items-center rounded-2xl bg-red-50 text-red-600">
          <IconAlertTriangle size={32} aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{es.routeError.title}</h1>
        <p className="mt-2 text-stone-600">{notFound ? es.routeError.notFound : es.routeError.generic}</p>
        {detail ? (
          <pre className="mt-4 overflow-x-auto rounded-xl bg-stone-100 px-4 py-3 text-left font-mono text-xs text-stone-600">
            {detail}
          </pre>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses({ variant: 'primary' })}>
            {es.routeError.goHome}
          </Link>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {es.routeError.reload}
          </Button>
        </div>
      </div>
    </div>
  );
}
