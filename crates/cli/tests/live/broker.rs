//! A Mosquitto of each test's own on a free loopback port.

// Shared by several test programs, each of which starts its brokers one way.
#![allow(dead_code)]

use std::fs;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub const MOSQUITTO: &str = "/usr/sbin/mosquitto";

/// A Mosquitto of the test's own, with a WebSocket listener on 127.0.0.1, stopped on drop.
pub struct Broker {
    child: Child,
    dir: PathBuf,
    /// Set to stop the thread that keeps the broker awake.
    stop_waking: Arc<AtomicBool>,
    /// The broker's WebSocket address.
    pub url: String,
}

impl Broker {
    /// Starts Mosquitto on a free port and returns once the port accepts connections.
    pub fn start() -> Broker {
        Broker::start_with(false)
    }

    /// [`Broker::start`], with the broker kept awake ([`keep_awake`]): Loch Ness logs
    /// of tens of KiB get through at once, and a flood of spoiled logs keeps pace with the
    /// game it floods (about 200 of them while two bots play, in 2 s instead of 40).
    pub fn awake() -> Broker {
        Broker::start_with(true)
    }

    fn start_with(awake: bool) -> Broker {
        assert!(
            PathBuf::from(MOSQUITTO).exists(),
            "{MOSQUITTO} is missing: the live table tests need Debian's mosquitto package \
             (scripts/setup.sh installs it)"
        );
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        // A port freed just now can be taken by someone else before Mosquitto binds it:
        // then Mosquitto exits, and another port is tried.
        for _ in 0..5 {
            let port = TcpListener::bind("127.0.0.1:0")
                .and_then(|l| l.local_addr())
                .expect("a free loopback port")
                .port();
            let dir = std::env::temp_dir().join(format!(
                "blockness-live-test-{}-{}",
                std::process::id(),
                COUNT.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(dir.join("socket")).expect("the broker's folder");
            // Run as root, Mosquitto drops to its own user, which makes its socket here.
            fs::set_permissions(&dir, fs::Permissions::from_mode(0o711)).unwrap();
            fs::set_permissions(dir.join("socket"), fs::Permissions::from_mode(0o777)).unwrap();
            let config = dir.join("mosquitto.conf");
            fs::write(&config, config_text(&dir, port)).unwrap();
            let log = fs::File::create(dir.join("mosquitto.log")).unwrap();
            let mut child = Command::new(MOSQUITTO)
                .arg("-c")
                .arg(&config)
                .stdin(Stdio::null())
                .stdout(log.try_clone().unwrap())
                .stderr(log)
                .spawn()
                .expect("mosquitto starts");
            let started = Instant::now();
            let mut ready = false;
            while started.elapsed() < Duration::from_secs(10) {
                if child.try_wait().unwrap().is_some() {
                    break;
                }
                if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                    ready = true;
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            if ready {
                let stop_waking = Arc::new(AtomicBool::new(false));
                if awake {
                    keep_awake(dir.join("socket/mqtt.sock"), stop_waking.clone());
                }
                return Broker {
                    child,
                    dir,
                    stop_waking,
                    url: format!("ws://127.0.0.1:{port}"),
                };
            }
            let _ = child.kill();
            let _ = child.wait();
            let _ = fs::remove_dir_all(&dir);
        }
        panic!("mosquitto did not start on any of five free ports");
    }
}

/// How often the broker is woken.
const WAKE_EVERY: Duration = Duration::from_millis(5);

/// Keeps the broker's main loop turning, as any busy broker's does: Debian's Mosquitto 2.0
/// reads a WebSocket client's message 4 KiB per turn of its loop, which turns every 100 ms
/// when nothing else happens, so a Loch Ness log of 30 KiB would take it most of a second
/// to take in. A client on its local socket pings it every [`WAKE_EVERY`] until `stop`.
fn keep_awake(socket: PathBuf, stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let Ok(mut stream) = UnixStream::connect(&socket) else {
            return;
        };
        // MQTT 3.1.1 CONNECT, clean session, keep-alive 60 s, client id "waker".
        let connect = [
            0x10, 17, 0, 4, b'M', b'Q', b'T', b'T', 4, 2, 0, 60, 0, 5, b'w', b'a', b'k', b'e', b'r',
        ];
        if stream.write_all(&connect).is_err() {
            return;
        }
        let _ = stream.set_nonblocking(true);
        let mut answers = [0u8; 256];
        while !stop.load(Ordering::Relaxed) {
            // PINGREQ; the broker's answers are read and dropped.
            if stream.write_all(&[0xC0, 0]).is_err() {
                return;
            }
            while matches!(stream.read(&mut answers), Ok(n) if n > 0) {}
            std::thread::sleep(WAKE_EVERY);
        }
    });
}

impl Drop for Broker {
    fn drop(&mut self) {
        self.stop_waking.store(true, Ordering::Relaxed);
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// The broker's configuration, as scripts/broker.sh writes it.
fn config_text(dir: &std::path::Path, port: u16) -> String {
    let version = Command::new(MOSQUITTO)
        .arg("-h")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    // A packet over 130 KiB (a table log's limit of 128 KiB, its topic and framing) is
    // refused by the broker itself, as docs/live.md asks of every broker.
    let mut text = String::from(
        "persistence false\nallow_anonymous true\nlog_dest stderr\nmax_packet_size 133120\n",
    );
    if version.contains("version 1.") || version.contains("version 2.0.") {
        // Mosquitto 2.0's WebSockets (libwebsockets) need a plain listener beside them and
        // bind to an interface, not an address.
        text += &format!("listener 0 {}/socket/mqtt.sock\n", dir.display());
        text += &format!("listener {port} lo\n");
    } else {
        text += &format!("listener {port} 127.0.0.1\n");
    }
    text + "protocol websockets\n"
}
