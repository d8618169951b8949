//! What the view's two connections (a table's and the lobby's) do alike with a browser
//! WebSocket speaking MQTT: open one, and read what a message brings without copying more
//! than the MQTT session asks for.

use wasm_bindgen::JsCast;
use web_sys::{BinaryType, Event, MessageEvent, WebSocket};

/// A socket to `url` with the subprotocol "mqtt", its frames as array buffers; `None` for a
/// malformed address or one the page may not reach (as good as down).
pub fn mqtt_socket(url: &str) -> Option<WebSocket> {
    let socket = WebSocket::new_with_str(url, "mqtt").ok()?;
    socket.set_binary_type(BinaryType::Arraybuffer);
    Some(socket)
}

/// Hands a message event's bytes to `read` as their length and a way to copy a range over.
/// The message stays in the socket's buffer: the MQTT session copies only the ranges a
/// packet within the size limit needs, so an oversized one is skipped after reading its
/// header, never copied. `None` for an event that brings no bytes.
pub fn read_message<T>(
    event: &Event,
    read: impl FnOnce(usize, &dyn Fn(usize, usize) -> Vec<u8>) -> T,
) -> Option<T> {
    let data = event.dyn_ref::<MessageEvent>()?.data();
    let buffer = data.dyn_into::<js_sys::ArrayBuffer>().ok()?;
    let copy = |at: usize, len: usize| {
        js_sys::Uint8Array::new_with_byte_offset_and_length(&buffer, at as u32, len as u32).to_vec()
    };
    Some(read(buffer.byte_length() as usize, &copy))
}
