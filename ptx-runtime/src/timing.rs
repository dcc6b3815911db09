//! Timing GPU work: CUDA events on the GPU's stream ([`Timer`]), the median of timed runs
//! after warm-up runs ([`Timer::median`], [`median`]), and an L2 flush between them
//! ([`L2Flush`]), so that a benchmark need not reach into `cudarc`'s events.

use std::sync::Arc;

use cudarc::driver::{CudaEvent, CudaSlice, CudaStream};

use crate::driver::{CUdevice_attribute, CUevent_flags};
use crate::{Error, Gpu, Result};

/// Two CUDA events on a GPU's stream: the GPU time of the work queued between
/// [`start`](Timer::start) and [`stop`](Timer::stop), as the GPU measures it (the host's
/// launch overhead is in it only where the GPU waited for the host).
pub struct Timer {
    stream: Arc<CudaStream>,
    start: CudaEvent,
    end: CudaEvent,
}

impl core::fmt::Debug for Timer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Timer").finish_non_exhaustive()
    }
}

/// How [`Timer::median`] runs a closure: `warmup` untimed runs, then `runs` timed ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Runs {
    /// Untimed runs first (the JIT, the caches, the clocks settle).
    pub warmup: usize,
    /// Timed runs; the median of their times is the result. At least 1.
    pub runs: usize,
}

impl Default for Runs {
    /// 3 warm-up runs, then 30 timed ones.
    fn default() -> Runs {
        Runs {
            warmup: 3,
            runs: 30,
        }
    }
}

impl Gpu {
    /// A [`Timer`] of work queued on this GPU's stream.
    pub fn timer(&self) -> Result<Timer> {
        let ctx = self.context();
        let event = || {
            ctx.new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))
                .map_err(|e| Error::cuda("creating a CUDA event for timing", e))
        };
        Ok(Timer {
            stream: self.stream().clone(),
            start: event()?,
            end: event()?,
        })
    }

    /// An [`L2Flush`]: a buffer of twice the device's L2 cache, zeroed on the stream to
    /// evict what earlier work left in L2.
    pub fn l2_flush(&self) -> Result<L2Flush> {
        let l2 = self
            .context()
            .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)
            .map_err(|e| Error::cuda("reading the device's L2 cache size", e))?;
        let bytes = (l2.max(0) as usize).max(1 << 20) * 2;
        Ok(L2Flush {
            stream: self.stream().clone(),
            buf: self.alloc_zeros::<u8>(bytes)?,
        })
    }
}

impl Timer {
    /// Starts timing: records the start event on the stream (after the work queued so far).
    pub fn start(&self) -> Result<()> {
        self.start
            .record(&self.stream)
            .map_err(|e| Error::cuda("recording the timer's start event", e))
    }

    /// Stops timing: records the end event, waits for it, and returns the GPU time since
    /// [`start`](Timer::start) in milliseconds. A kernel's fault between them is reported
    /// here.
    pub fn stop(&self) -> Result<f64> {
        self.end
            .record(&self.stream)
            .map_err(|e| Error::cuda("recording the timer's end event", e))?;
        self.end.synchronize().map_err(|e| {
            Error::cuda("waiting for the timed work (a kernel may have faulted)", e)
        })?;
        self.start
            .elapsed_ms(&self.end)
            .map(f64::from)
            .map_err(|e| Error::cuda("reading the time between the timer's events", e))
    }

    /// The GPU time of the work `f` queues, in milliseconds ([`start`](Timer::start), `f`,
    /// [`stop`](Timer::stop)).
    pub fn once<E: From<Error>>(
        &self,
        f: impl FnOnce() -> core::result::Result<(), E>,
    ) -> core::result::Result<f64, E> {
        self.start()?;
        f()?;
        Ok(self.stop()?)
    }

    /// The median GPU time in milliseconds of `runs.runs` timed runs of `f` after
    /// `runs.warmup` untimed ones; `between` runs before each timed run, outside the timing
    /// (an [`L2Flush`], or nothing: `|| Ok(())`). `runs.runs == 0` is an error.
    pub fn median<E: From<Error>>(
        &self,
        runs: Runs,
        mut between: impl FnMut() -> core::result::Result<(), E>,
        mut f: impl FnMut() -> core::result::Result<(), E>,
    ) -> core::result::Result<f64, E> {
        if runs.runs == 0 {
            return Err(Error::Timing {
                what: "a median of 0 timed runs".into(),
                fix: "time at least one run (`Runs { runs: 1, .. }` or more)",
            }
            .into());
        }
        for _ in 0..runs.warmup {
            f()?;
        }
        let mut times = Vec::with_capacity(runs.runs);
        for _ in 0..runs.runs {
            between()?;
            times.push(self.once(&mut f)?);
        }
        Ok(median(&mut times).unwrap_or(0.0))
    }
}

/// The median of `samples` (sorted in place; the upper middle one of an even count),
/// `None` for no samples. NaNs sort last.
pub fn median(samples: &mut [f64]) -> Option<f64> {
    samples.sort_by(|a, b| a.total_cmp(b));
    samples.get(samples.len() / 2).copied()
}

/// A device buffer of twice the L2 cache ([`Gpu::l2_flush`]): [`flush`](L2Flush::flush)
/// zeroes it on the stream, so that the next timed run finds L2 holding none of its data.
pub struct L2Flush {
    stream: Arc<CudaStream>,
    buf: CudaSlice<u8>,
}

impl core::fmt::Debug for L2Flush {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("L2Flush")
            .field("bytes", &self.buf.len())
            .finish_non_exhaustive()
    }
}

impl L2Flush {
    /// Queues the flush (a memset of the buffer) on the stream.
    pub fn flush(&mut self) -> Result<()> {
        self.stream
            .memset_zeros(&mut self.buf)
            .map_err(|e| Error::cuda("zeroing the L2 flush buffer", e))
    }

    /// The buffer's size in bytes.
    pub fn bytes(&self) -> usize {
        self.buf.len()
    }
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn median_of_samples() {
        assert_eq!(median(&mut []), None);
        assert_eq!(median(&mut [3.0]), Some(3.0));
        assert_eq!(median(&mut [5.0, 1.0, 3.0]), Some(3.0));
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), Some(3.0));
        assert_eq!(median(&mut [f64::NAN, 1.0, 2.0]), Some(2.0));
    }
}
