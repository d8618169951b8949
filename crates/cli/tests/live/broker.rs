//! A Mosquitto of each test's own on a free loopback port.

use std::fs;
use std::net::{TcpListener, TcpStream};
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

pub const MOSQUITTO: &str = "/usr/sbin/mosquitto";

/// A Mosquitto of the test's own, with a WebSocket listener on 127.0.0.1, stopped on drop.
pub struct Broker {
    child: Child,
    dir: PathBuf,
    /// The broker's WebSocket address.
    pub url: String,
}

impl Broker {
    /// Starts Mosquitto on a free port and returns once the port accepts connections.
    pub fn start() -> Broker {
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
                return Broker {
                    child,
                    dir,
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

impl Drop for Broker {
    fn drop(&mut self) {
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
    // A packet over 18 KiB (a table log's limit of 16 KiB, its topic and framing) is refused
    // by the broker itself, as docs/live.md asks of every broker.
    let mut text = String::from(
        "persistence false\nallow_anonymous true\nlog_dest stderr\nmax_packet_size 18432\n",
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
