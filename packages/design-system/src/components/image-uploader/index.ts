export { ImageUploader, imageUploaderDefaults, type ImageUploaderProps } from './image-uploader';
