/** Loads an image element and waits until it is decoded (or fails). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image could not be loaded: ${src.slice(0, 80)}`));
    image.src = src;
  });
}
