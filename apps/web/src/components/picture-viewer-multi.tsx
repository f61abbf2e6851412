import { ImageViewer } from 'antd-mobile';

/** antd-mobile's viewer as a module of its own, so that it can be loaded on first use (picture-viewer.tsx). */
export default ImageViewer.Multi;
