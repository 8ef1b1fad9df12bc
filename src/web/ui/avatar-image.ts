import { imageSrcset } from '../../domain/images.ts';

/** An uploaded avatar's resized WebP copies for Mantine's Avatar shown `size` px wide (nothing for other URLs). */
export function avatarImageProps(url: string | null, size: number) {
  const srcSet = imageSrcset(url);
  return srcSet ? { srcSet, sizes: `${size}px` } : undefined;
}
