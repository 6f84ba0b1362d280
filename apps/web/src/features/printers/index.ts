// The printers' public entry: Configuraciones mounts the page from here. Other features import only this file.
export { PrintersPage } from './printers-page';
