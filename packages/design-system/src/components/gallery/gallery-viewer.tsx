import { ImageViewer } from 'antd-mobile';

export type GalleryViewerProps = {
  images: string[];
  visible: boolean;
  defaultIndex: number;
  onClose: () => void;
};

/** The full-screen viewer (antd-mobile's, with its pinch and swipe), loaded at the first tap on a picture. */
export default function GalleryViewer({ images, visible, defaultIndex, onClose }: GalleryViewerProps) {
  return (
    <ImageViewer.Multi
      images={images}
      visible={visible}
      defaultIndex={defaultIndex}
      onClose={onClose}
      classNames={{ body: 'bz-gallery__viewer' }}
    />
  );
}
