/** Hands bytes to the browser's download as a file named `name`, through a link to them. */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the bytes to the browser's download by the next task
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
